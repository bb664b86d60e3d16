/** The application shell. Routes, session and features arrive with the web foundation. */
export const App = () => (
  <main className="mx-auto flex min-h-full max-w-3xl flex-col justify-center gap-4 p-8">
    <h1 className="text-3xl font-semibold">Aisle</h1>
    <p className="text-slate-600 dark:text-slate-400">
      电商市场分析：品类、品牌、店铺、商品与主播。E-commerce market analytics for Taobao/Tmall, JD and Douyin.
    </p>
    <p>
      <a className="text-blue-600 underline" href="/docs">
        API 文档 / API documentation
      </a>
    </p>
  </main>
);
